from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("num_accounts",))
def account_velocity(amounts, account_idx, num_accounts):
    total = jax.ops.segment_sum(amounts, account_idx, num_segments=num_accounts)
    count = jax.ops.segment_sum(jnp.ones_like(amounts), account_idx, num_segments=num_accounts)
    avg = total / jnp.maximum(count, 1.0)
    return count, avg, amounts / (avg[account_idx] + 1.0)


BATCH = 128
MAX_ACCOUNTS = BATCH


def batch_stream(rng, n):
    for _ in range(n):
        accounts = rng.integers(1000, 1040, size=BATCH)
        amounts = rng.lognormal(3.0, 1.2, size=BATCH).astype(np.float32)
        yield accounts, amounts


def main():
    rng = np.random.default_rng(11)
    for i, (accounts, amounts) in enumerate(batch_stream(rng, 5)):
        uniq, idx = np.unique(accounts, return_inverse=True)
        count, avg, ratio = account_velocity(amounts, idx.astype(np.int32), num_accounts=MAX_ACCOUNTS)
        suspicious = np.nonzero(np.asarray(ratio) > 8.0)[0]
        print(i, len(uniq), suspicious.tolist())


if __name__ == "__main__":
    main()
