import jax
import jax.numpy as jnp

from reinsurance import ceded_losses, standard_programme, renegotiated_programme

key = jax.random.PRNGKey(3)
gross = jnp.exp(14.0 + 1.3 * jax.random.normal(key, (5000,)))

programme = standard_programme()
print("current treaty ceded share:", float(ceded_losses(gross, programme).sum() / gross.sum()))

for shift in [2.5e5, 5e5, 1e6]:
    alt = renegotiated_programme(programme, shift)
    print(f"retention +{shift:,.0f}: ceded share {float(ceded_losses(gross, alt).sum() / gross.sum()):.4f}")
