import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def respiratory_quotient(co2_win, o2_win):
    cer = co2_win.mean()
    our = o2_win.mean()
    return cer / jnp.maximum(our, 1e-6)


def main():
    rng = np.random.default_rng(1)
    n = 240
    co2 = (0.03 + 0.01 * np.sin(np.arange(n) / 30) + 0.001 * rng.normal(size=n)).astype(np.float32)
    o2 = (0.028 + 0.008 * np.sin(np.arange(n) / 30 + 0.2) + 0.001 * rng.normal(size=n)).astype(np.float32)
    co2_w = np.lib.stride_tricks.sliding_window_view(co2, 45)[::20]
    o2_w = np.lib.stride_tricks.sliding_window_view(o2, 45)[::20]
    for i, (cw, ow) in enumerate(zip(co2_w, o2_w)):
        rq = respiratory_quotient(cw, ow)
        phase = "overflow (ethanol)" if float(rq) > 1.1 else "oxidative"
        print(f"window {i:2d}: RQ {float(rq):.2f} {phase}")


if __name__ == "__main__":
    main()
