from model import make_data
from sweep import run_trial

x, y = make_data()
results = {}
for lr in [3e-3, 1e-2, 3e-2, 1e-1]:
    results[lr] = run_trial(lr, x, y)
    print(f"lr={lr:g}  final mse={results[lr]:.5f}")
best = min(results, key=results.get)
print("best learning rate:", best)
