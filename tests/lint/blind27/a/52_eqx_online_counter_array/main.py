import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class ClaimsFrequencyTracker(eqx.Module):
    log_rate: jax.Array
    seen: jax.Array
    prior_strength: float = 50.0

    def rate(self):
        return jnp.exp(self.log_rate)


@eqx.filter_jit
def observe(tracker, counts, exposure):
    n = tracker.seen + 1
    step = 1.0 / (tracker.prior_strength + n)
    grad = counts.sum() / exposure.sum() - tracker.rate()
    new_log = tracker.log_rate + step * grad / tracker.rate()
    return eqx.tree_at(lambda t: (t.log_rate, t.seen), tracker, (new_log, n))


def main():
    rng = np.random.default_rng(112)
    tracker = ClaimsFrequencyTracker(jnp.log(jnp.float32(0.1)), jnp.array(0, jnp.int32))
    for week in range(10):
        expo = rng.uniform(0.5, 1.0, 200).astype(np.float32)
        counts = rng.poisson(0.14 * expo).astype(np.float32)
        tracker = observe(tracker, jnp.asarray(counts), jnp.asarray(expo))
    print(int(tracker.seen), round(float(tracker.rate()), 4))


if __name__ == "__main__":
    main()
