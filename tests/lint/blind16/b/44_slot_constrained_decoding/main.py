import jax

from decoder import constrained_greedy
from grammar import allowed_mask

VOCAB, DIM = 48, 16

REQUESTS = [
    {"slot": "contact", "contacts": [(20, 21), (22, 23, 24)]},
    {"slot": "confirm"},
    {"slot": "contact", "contacts": [(25, 26), (20, 27)]},
    {"slot": "contact", "contacts": [(28,), (29, 33), (34, 35)]},
    {"slot": "confirm"},
    {"slot": "contact", "contacts": [(36, 37)]},
]


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"out": jax.random.normal(k1, (DIM, VOCAB)),
              "emb": jax.random.normal(k2, (VOCAB, DIM)) * 0.3}
    encodings = jax.random.normal(k3, (len(REQUESTS), DIM))
    for turn, req in enumerate(REQUESTS):
        allowed = allowed_mask(req["slot"], VOCAB, req.get("contacts", ()))
        toks = constrained_greedy(params, encodings[turn], allowed)
        print(req["slot"], toks.tolist())


if __name__ == "__main__":
    main()
