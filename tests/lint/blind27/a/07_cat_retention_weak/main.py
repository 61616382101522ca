import numpy as np
import jax
import jax.numpy as jnp

# treaty programme as received from the broker
TREATY_OPTIONS = [
    {"name": "A", "retention": 5_000_000, "limit": 20_000_000},
    {"name": "B", "retention": 7.5e6, "limit": 2.5e7},
    {"name": "C", "retention": 10_000_000, "limit": 15_000_000},
    {"name": "D", "retention": 12.5e6, "limit": 3e7},
]


@jax.jit
def expected_recovery(event_losses, retention, limit):
    rec = jnp.clip(event_losses - retention, 0.0, limit)
    return rec.sum(axis=1).mean(), (rec.sum(axis=1) > 0).mean()


def main():
    key = jax.random.PRNGKey(2024)
    k1, k2 = jax.random.split(key)
    counts = jax.random.poisson(k1, 3.0, (2000,))
    sev = jnp.exp(jax.random.normal(k2, (2000, 8)) * 1.1 + 15.0)
    event_losses = jnp.where(jnp.arange(8)[None, :] < counts[:, None], sev, 0.0)
    for opt in TREATY_OPTIONS:
        el, p_attach = expected_recovery(event_losses, opt["retention"], opt["limit"])
        print(opt["name"], f"{float(el):,.0f}", f"{float(p_attach):.3f}")


if __name__ == "__main__":
    main()
