import jax

from loader import StatementLoader
from model import allergen_step
from text import STATEMENTS, Vocab, collate_longest


def main():
    vocab = Vocab([t for t, _ in STATEMENTS])
    loader = StatementLoader(STATEMENTS, vocab, collate_longest)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    emb = jax.random.normal(k1, (len(vocab.index) + 1, 8)) * 0.1
    w = jax.random.normal(k2, (8,)) * 0.1
    for epoch in range(5):
        for tokens, labels in loader:
            emb, w, loss = allergen_step(emb, w, tokens, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
