import jax
import jax.numpy as jnp

from loaders import all_passes


@jax.jit
def pass_statistics(states):
    r = jnp.linalg.norm(states[:, :3], axis=1)
    v = jnp.linalg.norm(states[:, 3:], axis=1)
    cov = jnp.cov(states.T)
    return jnp.mean(r), jnp.std(v), jnp.trace(cov)


def main():
    for k, states in enumerate(all_passes()):
        mr, sv, tr = pass_statistics(states)
        print(k, states.dtype, float(mr), float(sv), float(tr))


if __name__ == "__main__":
    main()
