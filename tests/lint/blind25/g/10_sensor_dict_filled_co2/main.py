import numpy as np
import jax
import jax.numpy as jnp

SENSORS = ["ph", "temp", "do", "stirrer", "co2"]


def load_run(run_id, n=120):
    rng = np.random.default_rng(run_id)
    rec = {}
    for s in SENSORS:
        if s == "co2" and run_id < 3:
            rec[s] = np.full(n, np.nan, dtype=np.float32)
        else:
            rec[s] = rng.normal(size=n).astype(np.float32)
    return rec


@jax.jit
def robust_summary(signals):
    out = {}
    for name, sig in signals.items():
        ok = ~jnp.isnan(sig)
        cnt = jnp.maximum(ok.sum(), 1)
        mean = jnp.where(ok, sig, 0.0).sum() / cnt
        var = jnp.where(ok, (sig - mean) ** 2, 0.0).sum() / cnt
        out[name] = jnp.stack([mean, jnp.sqrt(var), ok.mean()])
    return out


def main():
    for run_id in range(6):
        s = robust_summary(load_run(run_id))
        print(run_id, {k: round(float(v[0]), 3) for k, v in s.items()})


if __name__ == "__main__":
    main()
