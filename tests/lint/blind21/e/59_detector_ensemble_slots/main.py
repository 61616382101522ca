import jax
import jax.numpy as jnp
import numpy as np

from ensemble import DetectorEnsemble

N_FEATURES = 7


@jax.jit
def ensemble_vote(members, active, x):
    logits = jax.vmap(lambda m: x @ m["w"] + m["b"])(members)
    probs = jax.nn.sigmoid(logits) * active[:, None]
    return probs.sum(axis=0) / jnp.maximum(active.sum(), 1)


def main():
    rng = np.random.default_rng(37)
    ens = DetectorEnsemble(N_FEATURES)
    key = jax.random.PRNGKey(0)
    for day in range(4):
        key, sub = jax.random.split(key)
        ens.add(sub)
        x = jnp.asarray(rng.normal(size=(50, N_FEATURES)), jnp.float32)
        print(day, int((ensemble_vote(ens.members, ens.active, x) > 0.7).sum()))


if __name__ == "__main__":
    main()
