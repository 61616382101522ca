import jax.numpy as jnp

from config import ChannelConfig
from solver import channel_tide


def run(amp):
    cfg = ChannelConfig()
    eta = jnp.zeros(cfg.nx)
    u = jnp.zeros(cfg.nx + 1)
    _, _, head = channel_tide(eta, u, cfg, amp)
    return head


def main():
    for amp in [0.5, 1.0, 1.5, 2.0]:
        head = run(jnp.float32(amp))
        print(f"mouth amplitude {amp:.1f} m -> head range {float(head.max() - head.min()):.3f} m")


if __name__ == "__main__":
    main()
