import jax

from data import spindle_batches
from model import SpindleScorer, score_batch


def main():
    model = SpindleScorer(jax.random.PRNGKey(0))
    for batch in spindle_batches(seed=107):
        scores = score_batch(model, batch)
        print(batch["station"], round(float(scores.mean()), 4))


if __name__ == "__main__":
    main()
