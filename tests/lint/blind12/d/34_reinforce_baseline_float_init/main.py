import jax
import jax.numpy as jnp
import numpy as np

N_ARMS = 5
TRUE_MEANS = np.linspace(-1.0, 1.0, N_ARMS).astype(np.float32)


@jax.jit
def reinforce_update(logits, actions, rewards, baseline, lr=0.1):
    def surrogate(l):
        logp = jax.nn.log_softmax(l)[actions]
        return -jnp.mean(logp * (rewards - baseline))

    return logits - lr * jax.grad(surrogate)(logits)


class BanditRunner:
    def __init__(self, seed=0, batch=32):
        self.rng = np.random.default_rng(seed)
        self.batch = batch
        self.logits = jnp.zeros(N_ARMS)
        self.baseline = 0.0

    def pull(self):
        probs = np.asarray(jax.nn.softmax(self.logits), dtype=np.float64)
        actions = self.rng.choice(N_ARMS, size=self.batch, p=probs / probs.sum())
        rewards = TRUE_MEANS[actions] + 0.5 * self.rng.normal(size=self.batch).astype(np.float32)
        return actions.astype(np.int32), rewards.astype(np.float32)

    def iterate(self):
        actions, rewards = self.pull()
        self.logits = reinforce_update(self.logits, actions, rewards, self.baseline)
        self.baseline = 0.9 * self.baseline + 0.1 * float(rewards.mean())
        return rewards.mean()


def main():
    runner = BanditRunner()
    for it in range(6):
        avg = runner.iterate()
        print(f"iter {it} avg reward {avg:.3f} baseline {runner.baseline:.3f}")
    print("final policy", np.round(np.asarray(jax.nn.softmax(runner.logits)), 3))


if __name__ == "__main__":
    main()
