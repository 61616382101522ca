import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def miss_distance(r_rel, v_rel):
    # linear relative motion: time and distance of closest approach per object
    tca = -jnp.sum(r_rel * v_rel, -1) / jnp.sum(v_rel * v_rel, -1)
    tca = jnp.maximum(tca, 0.0)
    return tca, jnp.linalg.norm(r_rel + v_rel * tca[:, None], axis=-1)


def conjunction_messages(rng):
    # each message describes one secondary object as flat state vectors
    for _ in range(4):
        r = rng.normal(0, 5.0, 3).astype(np.float32)
        v = rng.normal(0, 2.0, 3).astype(np.float32)
        yield r, v


def main():
    rng = np.random.default_rng(0)
    for k, (r, v) in enumerate(conjunction_messages(rng)):
        r, v = np.atleast_2d(r), np.atleast_2d(v)
        tca, dmin = miss_distance(r, v)
        print(k, np.round(np.asarray(tca), 3), np.round(np.asarray(dmin), 3))


if __name__ == "__main__":
    main()
