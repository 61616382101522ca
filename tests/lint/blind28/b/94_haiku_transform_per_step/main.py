import haiku as hk
import jax
import numpy as np


def build_scorer(width):
    def forward(x):
        return hk.nets.MLP([width, 1])(x)[..., 0]
    return hk.without_apply_rng(hk.transform(forward))


def score_tournament(params, x, width=32):
    scorer = build_scorer(width)
    return jax.jit(scorer.apply)(params, x)


def main():
    rng = np.random.default_rng(0)
    x0 = np.zeros((1, 9), np.float32)
    params = build_scorer(32).init(jax.random.PRNGKey(0), x0)
    for event in range(5):
        # team form features for the 16 teams attending each event
        x = rng.normal(size=(16, 9)).astype(np.float32)
        print(event, int(np.argmax(np.asarray(score_tournament(params, x)))))


if __name__ == "__main__":
    main()
