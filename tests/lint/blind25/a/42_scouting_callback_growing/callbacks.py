import jax
import jax.numpy as jnp


@jax.jit
def scouting_accuracy(w, feats, infested):
    p = jax.nn.sigmoid(feats @ w["w"] + w["b"])
    return jnp.mean((p > 0.5) == infested)


class ScoutingValidator:
    def __init__(self):
        self.feats = []
        self.labels = []

    def add_report(self, feat, label):
        self.feats.append(feat)
        self.labels.append(label)

    def on_epoch_end(self, epoch, w):
        feats = jnp.stack(self.feats)
        labels = jnp.asarray(self.labels)
        acc = scouting_accuracy(w, feats, labels)
        print(f"epoch {epoch}: accuracy on {len(self.labels)} scouting reports {float(acc):.2f}")
