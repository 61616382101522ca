import jax
import jax.numpy as jnp

from rng_utils import campaign_key, legacy_replay_key


@jax.jit
def synth_star_tracker(key, q_true):
    # add cross-boresight and roll noise to a true attitude quaternion
    k1, k2 = jax.random.split(key)
    small = jnp.concatenate([jnp.ones(1), 0.5 * jnp.array([5e-5, 5e-5, 4e-4]) * jax.random.normal(k1, (3,))])
    w1, x1, y1, z1 = q_true
    w2, x2, y2, z2 = small
    q = jnp.array([w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2, w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
                   w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2, w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2])
    dropout = jax.random.uniform(k2) < 0.05
    return q / jnp.linalg.norm(q), dropout


def main():
    q = jnp.array([0.9, 0.1, 0.3, 0.2])
    q = q / jnp.linalg.norm(q)
    for run in range(6):
        key = campaign_key(run) if run % 2 == 0 else legacy_replay_key(run)
        qm, dropped = synth_star_tracker(key, q)
        print(run, bool(dropped), round(float(jnp.abs(jnp.dot(qm, q))), 8))


if __name__ == "__main__":
    main()
