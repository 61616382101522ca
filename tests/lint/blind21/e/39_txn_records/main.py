import random

import jax
import jax.numpy as jnp


MERCHANT_CATEGORIES = 5


def fake_feed(seed, n_batches, batch_size=16):
    rnd = random.Random(seed)
    for b in range(n_batches):
        kiosk = b % 3 == 0
        batch = []
        for _ in range(batch_size):
            amount = rnd.choice([5, 10, 20, 50]) if kiosk else round(rnd.uniform(1, 300), 2)
            batch.append({"amount": amount, "category": rnd.randrange(MERCHANT_CATEGORIES), "hour": rnd.randrange(24)})
        yield batch


def to_arrays(records):
    amount = jnp.asarray([r["amount"] for r in records])
    category = jnp.asarray([r["category"] for r in records], dtype=jnp.int32)
    hour = jnp.asarray([r["hour"] for r in records], dtype=jnp.int32)
    return amount, category, hour


@jax.jit
def risk_score(cat_mean, amount, category, hour):
    ratio = jnp.log1p(amount) - jnp.log1p(cat_mean[category])
    night = ((hour < 6) | (hour > 22)).astype(jnp.float32)
    return jax.nn.sigmoid(2.0 * ratio + night - 1.0)


def main():
    cat_mean = jnp.full((MERCHANT_CATEGORIES,), 60.0, dtype=jnp.float32)
    for i, records in enumerate(fake_feed(0, 6)):
        amount, category, hour = to_arrays(records)
        scores = risk_score(cat_mean, amount, category, hour)
        print(i, amount.dtype, int((scores > 0.8).sum()))


if __name__ == "__main__":
    main()
