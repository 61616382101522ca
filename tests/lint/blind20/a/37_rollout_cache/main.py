import jax
import jax.numpy as jnp

from dynamics import get_rollout_fn

SHORT_H, LONG_H = 12, 30


def checkpoint(key, dim=4, hid=16):
    k1, k2 = jax.random.split(key)
    return {"a": jax.random.normal(k1, (dim, hid)) * 0.3, "b": jax.random.normal(k2, (hid, dim)) * 0.3}


def evaluate_checkpoint(params, state0, reference):
    short = get_rollout_fn(SHORT_H)(params, state0)
    ade = jnp.linalg.norm(short - reference, axis=-1).mean()
    long = get_rollout_fn(LONG_H)(params, state0)
    drift = jnp.abs(long[-1] - long[SHORT_H - 1]).mean()
    return float(ade), float(drift)


def main():
    key = jax.random.PRNGKey(0)
    state0 = jnp.ones((8, 4))
    reference = jnp.zeros((SHORT_H, 8, 4))
    for ckpt in range(4):
        key, k = jax.random.split(key)
        ade, drift = evaluate_checkpoint(checkpoint(k), state0, reference)
        print(f"checkpoint {ckpt}: ade {ade:.3f} drift {drift:.3f}")


if __name__ == "__main__":
    main()
