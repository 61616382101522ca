import equinox as eqx
import jax
import numpy as np

from losses import opt, triplet_step

HPARAMS = {"margin": 0.2, "steps": 12, "batch": 24}


def sample_triplets(rng, b, d=10):
    anchor = rng.normal(size=(b, d)).astype(np.float32)
    pos = anchor + 0.1 * rng.normal(size=(b, d)).astype(np.float32)
    neg = rng.normal(size=(b, d)).astype(np.float32)
    return anchor, pos, neg


def main():
    rng = np.random.default_rng(0)
    # account-sharing detection: same-owner sessions should embed close
    model = eqx.nn.MLP(10, 6, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(HPARAMS["steps"]):
        a, p, n = sample_triplets(rng, HPARAMS["batch"])
        model, opt_state, loss = triplet_step(model, opt_state, a, p, n, HPARAMS["margin"])
    print(float(loss))


if __name__ == "__main__":
    main()
