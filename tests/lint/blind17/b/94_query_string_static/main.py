import jax

from search import search

QUERIES = ["running shoes", "red dress", "usb c cable", "running shoes", "desk lamp led", "red dress summer"]


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    token_emb = jax.random.normal(k1, (2048, 16))
    doc_vecs = jax.random.normal(k2, (300, 16))
    for q in QUERIES:
        print(q, search(token_emb, doc_vecs, query=q).tolist())


if __name__ == "__main__":
    main()
