import jax.numpy as jnp

from rollout import policy_update


def horizon_for(iteration, start=10, step=5, cap=60):
    return min(start + step * iteration, cap)


def main():
    w = jnp.zeros(4)
    s0 = jnp.array([0.0, 0.0, 0.1, 0.0])
    for it in range(6):
        H = horizon_for(it)
        w, ret = policy_update(w, s0, H)
        print(it, H, float(ret))


if __name__ == "__main__":
    main()
