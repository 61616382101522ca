import jax

import model
from data import collate, synthetic_reviews

BATCH = 8


def main():
    reviews = synthetic_reviews(48)
    params = model.init(jax.random.PRNGKey(0))
    opt_state = model.tx.init(params)
    for i in range(0, len(reviews), BATCH):
        batch = collate(reviews[i:i + BATCH])
        params, opt_state, loss = model.update(params, opt_state, batch)
        print(f"step {i // BATCH}: seq_len={batch['input_ids'].shape[1]} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
