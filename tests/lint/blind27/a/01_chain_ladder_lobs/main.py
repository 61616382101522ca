import numpy as np
import jax
import jax.numpy as jnp


def make_triangle(rng, n_years, base):
    incr = rng.gamma(2.0, base, size=(n_years, n_years))
    mask = np.add.outer(np.arange(n_years), np.arange(n_years)) < n_years
    cum = np.cumsum(incr, axis=1)
    return np.where(mask, cum, 0.0).astype(np.float32), mask


@jax.jit
def chain_ladder_reserve(cum, mask):
    n = cum.shape[0]
    nxt = jnp.roll(cum, -1, axis=1)
    pair = mask & jnp.roll(mask, -1, axis=1)
    num = jnp.sum(jnp.where(pair, nxt, 0.0), axis=0)
    den = jnp.sum(jnp.where(pair, cum, 0.0), axis=0)
    f = jnp.where(den > 0, num / jnp.maximum(den, 1e-9), 1.0)
    diag_idx = n - 1 - jnp.arange(n)
    latest = cum[jnp.arange(n), diag_idx]
    cumf = jnp.cumprod(f[::-1])[::-1]
    ult = latest * jnp.concatenate([cumf[1:], jnp.ones(1)])[diag_idx]
    return jnp.sum(ult - latest)


def main():
    rng = np.random.default_rng(7)
    portfolio = {"motor": 10, "property": 8, "liability": 12, "marine": 6}
    total = 0.0
    for lob, years in portfolio.items():
        cum, mask = make_triangle(rng, years, 100.0)
        r = float(chain_ladder_reserve(jnp.asarray(cum), jnp.asarray(mask)))
        print(f"{lob:10s} IBNR {r:12.1f}")
        total += r
    print("total", round(total, 1))


if __name__ == "__main__":
    main()
