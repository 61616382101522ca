from portfolio import Portfolio
from reserve import monthly_reserve

book = Portfolio()
for month in range(12):
    book.roll_forward(month)
    age, sa = book.in_force
    print(f"month {month + 1}: {int((sa > 0).sum())} in force, reserve {float(monthly_reserve(age, sa)) / 1e6:.3f}m")
