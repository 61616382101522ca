import jax
import jax.numpy as jnp


class EvalCallback:
    def __init__(self, policy_apply, eval_obs, every=2):
        self.policy_apply = policy_apply
        self.eval_obs = eval_obs
        self.every = every
        self.history = []

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return

        def evaluate(p, obs):
            logits = self.policy_apply(p, obs)
            probs = jax.nn.softmax(logits)
            return jnp.mean(jnp.max(probs, axis=-1)), jnp.argmax(logits, -1)

        conf, _ = jax.jit(evaluate)(params, self.eval_obs)
        self.history.append(float(conf))
