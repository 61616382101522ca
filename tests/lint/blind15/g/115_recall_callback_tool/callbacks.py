import jax

from model import user_recall


class RecallAtK:
    def __init__(self, users, positives, every=1):
        self.users = users
        self.positives = positives
        self.every = every

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return None
        batched = jax.jit(jax.vmap(user_recall, in_axes=(None, 0, 0)))
        recall = float(batched(params, self.users, self.positives).mean())
        print(f"  epoch {epoch} recall@10 {recall:.3f}")
        return recall
