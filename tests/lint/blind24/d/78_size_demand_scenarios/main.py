import numpy as np

from planning import inseason_replan, preseason_plan

for style_id in range(3):
    pre = preseason_plan(style_id, 120.0)
    sold = np.array([0.05, 0.20, 0.35, 0.25, 0.15], np.float32)
    post = inseason_replan(1000 + style_id, 80.0, sold)
    print(style_id, np.asarray(pre.mean(0)).round(1), np.asarray(post.mean(0)).round(1))
