RISK_FREE = {
    "USD": 0.0525,
    "EUR": 0.04,
    "JPY": 0,
    "CHF": 0.0175,
}


def risk_free(ccy):
    return float(RISK_FREE[ccy])
