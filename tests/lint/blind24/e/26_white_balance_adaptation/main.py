import numpy as np
import jax
import jax.numpy as jnp
import diffrax

N_SAMPLES = 32


def adaptation(t, gains, args):
    ts, illum, rate = args
    target = jnp.stack([jnp.interp(t, ts, illum[:, c]) for c in range(3)])
    return rate * (1.0 / target - gains)


@jax.jit
def adapt_white_balance(ts, illum, rate):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(adaptation), diffrax.Heun(), t0=0.0, t1=ts[-1], dt0=ts[-1] / 64,
        y0=1.0 / illum[0], args=(ts, illum, rate), saveat=diffrax.SaveAt(ts=ts),
    )
    return sol.ys


def shot_illuminant(n_frames, seed):
    rng = np.random.default_rng(seed)
    drift = np.cumsum(0.01 * rng.standard_normal((n_frames, 3)), axis=0)
    return np.clip(np.array([1.0, 0.95, 0.85]) + drift, 0.5, 1.5)


def resample(shot, fps=24.0):
    n = len(shot)
    t_src = np.arange(n) / fps
    t_dst = np.linspace(0.0, t_src[-1], N_SAMPLES)
    ill = np.stack([np.interp(t_dst, t_src, shot[:, c]) for c in range(3)], axis=1)
    return t_dst.astype(np.float32), ill.astype(np.float32)


def main():
    for i, n in enumerate([40, 96, 55, 120]):
        ts, ill = resample(shot_illuminant(n, i))
        gains = adapt_white_balance(ts, ill, 3.0)
        print(f"shot {i} ({n} frames): final gains {np.round(np.asarray(gains[-1]), 3)}")


if __name__ == "__main__":
    main()
