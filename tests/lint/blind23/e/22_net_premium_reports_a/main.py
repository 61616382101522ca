from report import pricing_table, sensitivity

table = pricing_table([30, 40, 50, 60], 0.035)
for age, p in table.items():
    print(f"age {age}: net premium per unit sum assured {p:.5f}")

for r, p in zip([0.02, 0.03, 0.04, 0.05], sensitivity(45, [0.02, 0.03, 0.04, 0.05])):
    print(f"age 45 at {r:.2%}: {p:.5f}")
