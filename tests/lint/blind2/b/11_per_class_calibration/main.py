import numpy as np

from report import per_class_report

rng = np.random.default_rng(11)
class_names = ["cat", "dog", "bird", "fish", "frog"]
labels = rng.choice(len(class_names), size=300, p=[0.35, 0.25, 0.2, 0.12, 0.08])
logits = rng.normal(size=(300, len(class_names))) + 2.0 * np.eye(len(class_names))[labels]
probs = (np.exp(logits) / np.exp(logits).sum(-1, keepdims=True)).astype(np.float32)

for name, ece in per_class_report(probs, labels, class_names).items():
    print(f"{name:5s} ECE={ece:.3f}")
