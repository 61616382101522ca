import numpy as np

from backtest import run_backtest
from metrics import RiskReport


def simulate_prices(n_days=170, n_assets=5, seed=3):
    rng = np.random.default_rng(seed)
    rets = rng.normal(0.0004, 0.012, size=(n_days, n_assets))
    return 100 * np.cumprod(1 + rets, axis=0)


def main():
    prices = simulate_prices()
    report = RiskReport(risk_free=0.02)
    final_w = run_backtest(prices, hooks=[report.on_rebalance])
    for day, s, dd in report.rows:
        print(f"day {day:3d}: period sharpe {s:+.2f}  max drawdown {dd:.2%}")
    print("final weights", final_w.round(3))


if __name__ == "__main__":
    main()
