import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore, save
from model import TransferWait

model = TransferWait()


@jax.jit
def wait_minutes(params, feats):
    return model.apply(params, feats)


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    feats = jnp.asarray(rng.normal(size=(32, 4)), jnp.float32)
    print("pre-deploy check", round(float(wait_minutes(params, feats).mean()), 3))
    serving_params = restore(save(params))
    for req in range(4):
        feats = jnp.asarray(rng.normal(size=(32, 4)), jnp.float32)
        print(req, round(float(wait_minutes(serving_params, feats).mean()), 3))


if __name__ == "__main__":
    main()
