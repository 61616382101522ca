import jax.numpy as jnp

from ukf import ukf_predict


def main():
    state = (jnp.array([0.0, 0.0, 60.0, 0.1, 0.02]), jnp.eye(5) * 0.5)
    for k in range(10):
        state = ukf_predict(state, 0.5)
    print([round(float(v), 3) for v in state.x])


if __name__ == "__main__":
    main()
