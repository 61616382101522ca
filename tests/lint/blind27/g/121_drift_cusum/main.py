import jax.numpy as jnp

from gateway import LoggerGateway
from detect import update_cusum


def main():
    gw = LoggerGateway(seed=3)
    state = jnp.zeros((), jnp.float32)
    for poll in range(15):
        state, peak = update_cusum(state, gw.poll(), jnp.float32(18.0), jnp.float32(0.05))
    print(f"CUSUM after 15 polls: {float(state):.3f}")


if __name__ == "__main__":
    main()
