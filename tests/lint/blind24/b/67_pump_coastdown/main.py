import jax.numpy as jnp

from coastdown import advance
from state import LoopState


def decay_power(t_s):
    return 0.066 * (t_s + 1.0) ** -0.2


def main():
    s = LoopState(step=0, flow=1.0, t_coolant=jnp.float32(580.0))
    for k in range(40):
        s = advance(s, decay_power(k * 0.5))
    print(f"after 20 s: flow {float(s.flow):.3f}, coolant {float(s.t_coolant):.1f} K, step {int(s.step)}")


if __name__ == "__main__":
    main()
