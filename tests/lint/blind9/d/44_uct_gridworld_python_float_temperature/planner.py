import jax
import jax.numpy as jnp
import numpy as np

ACTIONS = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]])


@jax.jit
def ucb1(value_sums, visits, c):
    mean = value_sums / jnp.maximum(visits, 1.0)
    bonus = c * jnp.sqrt(jnp.log(jnp.sum(visits) + 1.0) / jnp.maximum(visits, 1.0))
    return jnp.where(visits == 0, jnp.inf, mean + bonus)


@jax.jit
def boltzmann(visits, temperature):
    return jax.nn.softmax(jnp.log(visits + 1e-6) / temperature)


class UCTPlanner:
    def __init__(self, grid, goal, depth=6, c=1.4, seed=0):
        self.grid, self.goal, self.depth = grid, tuple(goal), depth
        self.c = np.float32(c)
        self.rng = np.random.default_rng(seed)

    def _step(self, pos, a):
        nxt = tuple(int(v) for v in np.clip(np.add(pos, ACTIONS[a]), 0, self.grid - 1))
        return nxt, (1.0 if nxt == self.goal else -0.05)

    def _rollout(self, pos, depth):
        total = 0.0
        for d in range(depth):
            pos, r = self._step(pos, int(self.rng.integers(4)))
            total += r * 0.95**d
            if pos == self.goal:
                break
        return total

    def search(self, root, n_iter=30):
        stats = {}
        for _ in range(n_iter):
            pos, path, ret = root, [], 0.0
            for d in range(self.depth):
                vs, n = stats.setdefault(pos, (np.zeros(4, np.float32), np.zeros(4, np.float32)))
                a = int(jnp.argmax(ucb1(vs, n, self.c)))
                path.append((pos, a))
                pos, r = self._step(pos, a)
                ret += r * 0.95**d
                if pos == self.goal:
                    break
                if pos not in stats:
                    ret += 0.95 ** (d + 1) * self._rollout(pos, self.depth - d - 1)
                    break
            for p, a in path:
                vs, n = stats[p]
                vs[a] += ret
                n[a] += 1
        return stats[root][1]
