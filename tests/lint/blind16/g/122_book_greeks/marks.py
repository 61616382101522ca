from bs import black_scholes_call


def mark_book(book, spot, vol, rate):
    return black_scholes_call(spot=spot, strike=book["strike"], vol=vol, rate=rate, tau=book["tau"])
