from bs import black_scholes_call


def bumped_value(book, spot, vol, rate, bump=0.01):
    return black_scholes_call(tau=book["tau"], rate=rate, vol=vol + bump, strike=book["strike"], spot=spot)
