import jax
import jax.numpy as jnp
import numpy as np

from params import RateCard, updated


@jax.jit
def publish_rates(card, is_weekend, event):
    rates = card.base_rate * (1 + card.weekend_uplift * is_weekend) * (1 + card.event_uplift * event)
    return jnp.round(rates[:card.n_days], 0)


def main():
    rng = np.random.default_rng(0)
    card = RateCard(jnp.float32(129.0), jnp.float32(0.12), jnp.float32(0.35), n_days=14)
    is_weekend = jnp.asarray((np.arange(14) % 7) >= 5, jnp.float32)
    for week in range(6):
        event = jnp.asarray(rng.random(14) < 0.1, jnp.float32)
        rates = publish_rates(card, is_weekend, event)
        pickup_vs_target = float(rng.normal(0, 1))
        card = updated(card, pickup_vs_target)
        print(week, np.asarray(rates[:7]).astype(int))


if __name__ == "__main__":
    main()
