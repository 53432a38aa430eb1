#!/bin/bash
# median perf of N runs: .lh3.sh URL N
for i in $(seq 1 ${2:-3}); do
CHROME_PATH=/usr/bin/chromium timeout 300 node_modules/.bin/lighthouse "$1" --only-categories=performance --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" --output=json --output-path=/tmp/lh3-$i.json --quiet 2>/dev/null
node -e 'const r=require(process.argv[1]); const m=r.audits.metrics.details.items[0]; console.log(Math.round(r.categories.performance.score*100), "FCP",m.firstContentfulPaint,"LCP",m.largestContentfulPaint,"TBT",m.totalBlockingTime, "bi", r.environment.benchmarkIndex)' /tmp/lh3-$i.json
done
