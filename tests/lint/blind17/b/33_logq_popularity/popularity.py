import equinox as eqx
import jax
import jax.numpy as jnp


class StreamingFrequency(eqx.Module):
    last_seen: jax.Array
    interval: jax.Array
    num_updates: int = 0

    @classmethod
    def create(cls, num_items):
        return cls(jnp.zeros((num_items,)), jnp.ones((num_items,)) * 100.0, 0)

    def update(self, items, alpha=0.05):
        t = jnp.float32(self.num_updates)
        gap = t - self.last_seen[items]
        interval = self.interval.at[items].set((1 - alpha) * self.interval[items] + alpha * gap)
        last_seen = self.last_seen.at[items].set(t)
        return StreamingFrequency(last_seen, interval, self.num_updates + 1)

    def log_q(self, items):
        return -jnp.log(self.interval[items])
