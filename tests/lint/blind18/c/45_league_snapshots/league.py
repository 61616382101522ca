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
    def objective(l):
        return jnp.mean(jnp.stack([expected_payoff(l, opp) for opp in league]))
    value, grad = jax.value_and_grad(objective)(logits)
    return logits + lr * grad, value


class League:
    def __init__(self):
        self.snapshots = []

    def add(self, logits):
        self.snapshots.append(logits)

    def opponents(self):
        return list(self.snapshots)
