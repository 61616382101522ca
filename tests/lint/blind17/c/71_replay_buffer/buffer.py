import collections

import jax.numpy as jnp


class RolloutBuffer:
    def __init__(self, capacity=8, storage_dtype=jnp.bfloat16):
        self.items = collections.deque(maxlen=capacity)
        self.storage_dtype = storage_dtype

    def push(self, state):
        self.items.append(state.astype(self.storage_dtype))

    def sample(self, rng):
        return self.items[int(rng.integers(len(self.items)))]

    def __len__(self):
        return len(self.items)
