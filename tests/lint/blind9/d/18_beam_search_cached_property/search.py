import functools

import jax
import jax.numpy as jnp
import numpy as np

from value_net import leaf_values

MOVES = np.array([[0, 1], [0, -1], [1, 0], [-1, 0]], dtype=np.float32)


class BeamSearchPlanner:
    def __init__(self, params, goal, beam_width=4, depth=3):
        self.params = params
        self.goal = jnp.asarray(goal, dtype=jnp.float32)
        self.beam_width = beam_width
        self.depth = depth

    @functools.cached_property
    def score_leaves(self):
        return jax.jit(functools.partial(leaf_values, self.params, self.goal))

    def plan(self, start):
        beam = np.tile(np.asarray(start, np.float32), (self.beam_width, 1))
        first_moves = np.zeros(self.beam_width, dtype=np.int64)
        for d in range(self.depth):
            children = (beam[:, None, :] + MOVES[None, :, :]).reshape(-1, 2)
            scores = np.asarray(self.score_leaves(children))
            best = np.argsort(-scores)[: self.beam_width]
            parent, move = best // len(MOVES), best % len(MOVES)
            first_moves = move if d == 0 else first_moves[parent]
            beam = children[best]
        return int(first_moves[0])
