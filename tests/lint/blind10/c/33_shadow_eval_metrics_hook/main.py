import jax
import jax.numpy as jnp
import numpy as np

from metrics import AgreementLogger
from shadow import ShadowDeployment

N_FEATURES = 10


def make_scorer(seed):
    w = jnp.asarray(np.random.default_rng(seed).normal(size=(N_FEATURES,)), jnp.float32)

    @jax.jit
    def score(x):
        return jax.nn.sigmoid(x @ w)

    return score


def main():
    rng = np.random.default_rng(0)
    deployment = ShadowDeployment(make_scorer(1), make_scorer(2), hooks=[AgreementLogger()])
    for batch_id in range(6):
        x = rng.normal(size=(128, N_FEATURES)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.float32)
        deployment.handle(batch_id, x, y)


if __name__ == "__main__":
    main()
