import jax.numpy as jnp

from joint import joint_logprobs

MAX_SYMBOLS_PER_FRAME = 2


class GreedyTransducer:
    def __init__(self, params, blank_penalty=0.0):
        self.params = params
        self.blank_penalty = blank_penalty

    def predict(self, token, state):
        return jnp.tanh(self.params["emb"][token] + state @ self.params["w_rec"])

    def decode(self, enc_frames, warmup_frames=2):
        state = jnp.zeros(self.params["w_rec"].shape[0])
        hyp = []
        for t, frame in enumerate(enc_frames):
            for _ in range(MAX_SYMBOLS_PER_FRAME):
                if t < warmup_frames:
                    logp = joint_logprobs(frame, state, self.params)
                else:
                    logp = joint_logprobs(frame, state, self.params, blank_penalty=self.blank_penalty)
                token = int(jnp.argmax(logp))
                if token == 0:
                    break
                hyp.append(token)
                state = self.predict(token, state)
        return hyp
