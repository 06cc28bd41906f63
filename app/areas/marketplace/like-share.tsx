import { useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";

/*
 * Like and Share of an experience: plain forms posting to /experiences/:id/like and /share. Without
 * JavaScript each is a round trip (Share then shows the link to copy). With it the page stays: the
 * like shows at once, and Share opens the device's share sheet or copies the link.
 */

export function LikeShare({
  id,
  likes,
  liked,
  shares,
  shared,
  signedIn,
}: {
  id: string;
  likes: number;
  liked: boolean;
  shares: number;
  /** The link to share, after a Share without JavaScript. */
  shared: string | null;
  signedIn: boolean;
}) {
  const like = useFetcher<{ likes: number; liked: boolean } | { error: string }>();
  const share = useFetcher<{ url: string; shares: number } | { error: string }>();
  const liking = like.data && "likes" in like.data ? like.data : undefined;
  const sharing = share.data && "shares" in share.data ? share.data : undefined;
  const failed = (like.data && "error" in like.data ? like.data.error : null) ?? (share.data && "error" in share.data ? share.data.error : null);
  const [said, setSaid] = useState<string | null>(null);
  // Sent only once React runs: the action then answers data for this page instead of a redirect.
  const hydrated = useHydrated();

  // What the page shows while a like is on its way, then what the platform answered.
  const sending = like.formData ? like.formData.get("liked") === "1" : null;
  const nowLiked = sending ?? liking?.liked ?? liked;
  const likeCount = liking && sending === null ? liking.likes : likes + (nowLiked === liked ? 0 : nowLiked ? 1 : -1);
  const shareCount = sharing?.shares ?? shares;

  async function shareLink(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = new URL(`/experiences/${id}`, window.location.href).href;
    share.submit({ js: "1" }, { method: "post", action: `/experiences/${id}/share` });
    try {
      if (navigator.share) {
        await navigator.share({ title: document.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setSaid(`Link copied: ${url}`);
    } catch {
      // The sheet was dismissed, or copying was refused: show the link to copy by hand.
      setSaid(`Copy this link: ${url}`);
    }
  }

  return (
    <div id="like" className="mt-5 flex flex-wrap items-center gap-3 scroll-mt-24">
      <like.Form method="post" action={`/experiences/${id}/like`}>
        <input type="hidden" name="liked" value={nowLiked ? "0" : "1"} />
        {hydrated && signedIn ? <input type="hidden" name="js" value="1" /> : null}
        <button type="submit" aria-pressed={nowLiked} className="btn-secondary">
          <span aria-hidden="true">{nowLiked ? "♥" : "♡"}</span> {nowLiked ? "Liked" : "Like"}
          <span className="sr-only">{signedIn ? "" : " (signs you in first)"}</span>
        </button>
      </like.Form>
      <p className="text-sm text-muted">
        {likeCount} {likeCount === 1 ? "like" : "likes"} · {shareCount} {shareCount === 1 ? "share" : "shares"}
      </p>
      <share.Form method="post" action={`/experiences/${id}/share`} onSubmit={shareLink}>
        <button type="submit" className="btn-secondary">
          Share
        </button>
      </share.Form>
      <p role="status" className="w-full text-sm">
        {failed ?? said ??
          (shared ? (
            <label className="flex flex-wrap items-center gap-2">
              Share this link:
              <input readOnly value={shared} className="min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-1.5" />
            </label>
          ) : null)}
      </p>
    </div>
  );
}
