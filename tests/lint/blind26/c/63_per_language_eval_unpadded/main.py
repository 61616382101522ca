import jax
from data import multilingual_split
from model import tx, pos_train_step, tag_accuracy

# multilingual POS tagger from contextual word features; evaluated per language
(xs, ys), test = multilingual_split()
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (24, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 8)) * 0.2}
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, len(xs), 100):
        params, opt_state, loss = pos_train_step(params, opt_state, xs[i:i + 100], ys[i:i + 100])
    report = {lang: round(float(tag_accuracy(params, x, y)), 3) for lang, (x, y) in test.items()}
    print(epoch, float(loss), report)
