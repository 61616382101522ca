import jax
import jax.numpy as jnp

PAYOFF = jnp.array([[0.0, -1.0, 1.0, 0.5],
                    [1.0, 0.0, -1.0, 0.5],
                    [-1.0, 1.0, 0.0, -0.5],
                    [-0.5, -0.5, 0.5, 0.0]])


def expected_payoff(logits_a, logits_b):
    return jax.nn.softmax(logits_a) @ PAYOFF @ jax.nn.softmax(logits_b)


@jax.jit
def league_step(logits, league, lr):
    snapshots, active = league

    def objective(l):
        values = jax.vmap(lambda opp: expected_payoff(l, opp))(snapshots)
        return jnp.sum(values * active) / jnp.sum(active)
    value, grad = jax.value_and_grad(objective)(logits)
    return logits + lr * grad, value


class League:
    def __init__(self, capacity=8, num_actions=4):
        self.snapshots = jnp.zeros((capacity, num_actions))
        self.active = jnp.zeros(capacity)
        self.count = 0
        self.capacity = capacity

    def add(self, logits):
        slot = self.count % self.capacity
        self.snapshots = self.snapshots.at[slot].set(logits)
        self.active = self.active.at[slot].set(1.0)
        self.count += 1

    def opponents(self):
        return self.snapshots, self.active
