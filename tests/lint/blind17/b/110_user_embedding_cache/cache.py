import jax.numpy as jnp


class UserEmbeddingCache:
    def __init__(self, encoder, capacity=64):
        self.encoder = encoder
        self.capacity = capacity
        self.store = {}

    def get(self, user_id, history):
        if user_id in self.store:
            return self.store[user_id]
        vec = self.encoder(history)
        if len(self.store) < self.capacity:
            self.store[user_id] = vec.astype(jnp.bfloat16)
        return vec
