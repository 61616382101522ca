import jax
import jax.numpy as jnp
import numpy as np

from ensemble import DetectorEnsemble

N_FEATURES = 7


@jax.jit
def ensemble_vote(members, x):
    logits = jax.vmap(lambda m: x @ m["w"] + m["b"])(members)
    return jnp.mean(jax.nn.sigmoid(logits), axis=0)


def main():
    rng = np.random.default_rng(37)
    ens = DetectorEnsemble(N_FEATURES)
    key = jax.random.PRNGKey(0)
    for day in range(4):
        key, sub = jax.random.split(key)
        ens.add(sub)
        x = jnp.asarray(rng.normal(size=(50, N_FEATURES)), jnp.float32)
        print(day, int((ensemble_vote(ens.members, x) > 0.7).sum()))


if __name__ == "__main__":
    main()
