import { Link } from "react-router";
import type { Route } from "./+types/ecosystem-page";
import { ArrowIcon } from "~/ui/icons";
import { useProductName } from "~/areas/shell/product-name";
import { SandboxStart } from "~/areas/forms/sandbox-start";
import { SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Ecosystem", "Coins and rewards, Guides, development, members and businesses, and the Academy: the ecosystem around the platform.");

type EcosystemCard = {
  id: string;
  /** Cards that name one of the company's own offerings carry the product name as a brand prefix. */
  branded: boolean;
  name: string;
  body: string;
  comingSoon?: boolean;
  link?: { to: string; label: string };
};

const cards: readonly EcosystemCard[] = [
  {
    id: "coins-and-rewards",
    branded: true,
    name: "Coins and Rewards",
    body: "A shared loyalty layer. Businesses issue credits and their own branded coins, members earn them with every visit and purchase, and spend them on the experiences they love.",
    link: { to: "/technology-page#coins-and-rewards", label: "How coins work" },
  },
  {
    id: "guides",
    branded: true,
    name: "Guides",
    body: "Experienced operators and consultants who help members plan, launch and grow. Work with a Guide on your strategy, or share what you know and become one.",
    link: { to: "/interests", label: "Become a Guide" },
  },
  {
    id: "development",
    branded: true,
    name: "Development",
    body: "Our engineers and designers build custom websites, apps and brand identities on the platform, from a single landing page to a complete member portal.",
    link: { to: "/request-website", label: "Request a Website" },
  },
  {
    id: "members-and-businesses",
    branded: false,
    name: "Members and Businesses",
    body: "Creators, studios, shops and communities that support one another. Members discover new brands in the Showcase, and every business gains from the network around it.",
    link: { to: "/showcase", label: "Visit the Showcase" },
  },
  {
    id: "academy",
    branded: true,
    name: "Academy",
    body: "Courses and live workshops on launching, marketing and running an online business, taught by the people who do it every day. We are building it now.",
    comingSoon: true,
  },
];

export default function EcosystemPage() {
  const productName = useProductName();
  const cardName = (card: EcosystemCard) => (card.branded ? `${productName} ${card.name}` : card.name);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-mist">
        <div aria-hidden="true" className="brand-gradient absolute -right-40 -bottom-56 size-[30rem] rounded-full opacity-20 blur-3xl" />
        <div className="container-page relative py-16 sm:py-24">
          <p className="eyebrow">Ecosystem</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            An ecosystem where every business grows together
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">
            {productName} is more than software. Members and businesses share coins and rewards, learn from Guides, build with
            our development team and, soon, study at the Academy. Each part makes the others stronger.
          </p>
          <div className="mt-10 flex flex-wrap gap-3" id="sandbox-actions">
            <Link to="/pricing" className="btn-secondary">
              Explore Memberships
            </Link>
            <SandboxStart />
          </div>
        </div>
      </section>

      <section aria-labelledby="diagram-title" className="container-page py-20">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <SectionHeading id="diagram-title" eyebrow="How it connects" title="Members and businesses at the centre">
              Everything in the ecosystem exists to help a business serve its members better, and to give members a reason to
              come back.
            </SectionHeading>
          </div>
          <figure>
            <EcosystemDiagram productName={productName} />
            <figcaption className="mt-6 rounded-2xl border border-line p-5 text-sm text-muted">
              <p className="font-semibold text-ink">What the diagram shows</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{productName} connects members and businesses at the centre of the ecosystem.</li>
                <li>Coins and rewards flow between businesses and their members.</li>
                <li>Guides advise businesses, and the development team builds their sites and apps.</li>
                <li>The Academy, coming soon, will teach the skills to launch and grow.</li>
              </ul>
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="cards-title" className="bg-mist py-20">
        <div className="container-page">
          <SectionHeading id="cards-title" eyebrow="The parts" title="Five ways the ecosystem works for you" />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id} id={card.id} className="flex scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-6">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{cardName(card)}</h3>
                  {card.comingSoon ? (
                    <span className="rounded-full bg-magenta-ink/10 px-2.5 py-0.5 text-xs font-semibold text-magenta-ink">
                      Coming soon
                    </span>
                  ) : null}
                </div>
                <p className="mt-3 flex-1 text-muted">{card.body}</p>
                {card.link ? (
                  <Link to={card.link.to} className="link mt-5 inline-flex items-center gap-1.5 self-start text-sm">
                    {card.link.label}
                    <ArrowIcon />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

const nodes = [
  { label: ["Members &", "Businesses"], angle: -90 },
  { label: ["Coins &", "Rewards"], angle: -18 },
  { label: ["Guides"], angle: 54 },
  { label: ["Development"], angle: 126 },
  { label: ["Academy", "coming soon"], angle: 198, comingSoon: true },
] as const;

const CENTER = { x: 260, y: 200 };
const RADIUS = { x: 168, y: 142 };
const NODE = { width: 150, height: 58 };

/** A hub-and-spoke picture of the ecosystem; the figure's caption is its text alternative. */
function EcosystemDiagram({ productName }: { productName: string }) {
  return (
    <svg viewBox="0 0 520 400" role="img" aria-labelledby="ecosystem-diagram-title" className="mx-auto block h-auto w-full max-w-xl">
      <title id="ecosystem-diagram-title">
        {`Diagram: ${productName} at the centre, connected to Members and Businesses, Coins and Rewards, Guides, Development and the Academy (coming soon)`}
      </title>
      <defs>
        <linearGradient id="ecosystem-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00cde8" />
          <stop offset="1" stopColor="#d400ff" />
        </linearGradient>
      </defs>
      {nodes.map((node) => {
        const { x, y } = position(node.angle);
        return (
          <line
            key={`line-${node.angle}`}
            x1={CENTER.x}
            y1={CENTER.y}
            x2={x}
            y2={y}
            stroke="#8a00a6"
            strokeOpacity="0.45"
            strokeWidth="2"
            strokeDasharray={"comingSoon" in node ? "6 6" : undefined}
          />
        );
      })}
      <circle cx={CENTER.x} cy={CENTER.y} r="70" fill="url(#ecosystem-gradient)" />
      <circle cx={CENTER.x} cy={CENTER.y} r="64" fill="#0b1020" />
      <text x={CENTER.x} y={CENTER.y + 7} textAnchor="middle" fill="#ffffff" fontSize="20" fontWeight="700">
        {productName}
      </text>
      {nodes.map((node) => {
        const { x, y } = position(node.angle);
        const lines = node.label;
        return (
          <g key={`node-${node.angle}`}>
            <rect
              x={x - NODE.width / 2}
              y={y - NODE.height / 2}
              width={NODE.width}
              height={NODE.height}
              rx="14"
              fill="#ffffff"
              stroke={"comingSoon" in node ? "#8a00a6" : "#e3e6ef"}
              strokeWidth="2"
              strokeDasharray={"comingSoon" in node ? "6 6" : undefined}
            />
            {lines.map((text, index) => (
              <text
                key={text}
                x={x}
                y={y + 6 + (index - (lines.length - 1) / 2) * 20}
                textAnchor="middle"
                fill={index === 1 && "comingSoon" in node ? "#8a00a6" : "#0b1020"}
                fontSize={index === 1 && "comingSoon" in node ? "14" : "17"}
                fontWeight="600"
              >
                {text}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

function position(angle: number) {
  const radians = (angle * Math.PI) / 180;
  return {
    x: Math.round(CENTER.x + RADIUS.x * Math.cos(radians)),
    y: Math.round(CENTER.y + RADIUS.y * Math.sin(radians)),
  };
}
